import { DirectoryList } from '../components/directory-list';

export default function PartnersPage() {
  return <DirectoryList kind="partners" title="Service Providers" />;
}
