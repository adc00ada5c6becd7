import { DirectoryList } from '../components/directory-list';

export default function SuppliersPage() {
  return <DirectoryList kind="suppliers" title="Suppliers" />;
}
