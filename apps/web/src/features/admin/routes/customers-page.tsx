import { DirectoryList } from '../components/directory-list';

export default function CustomersPage() {
  return <DirectoryList kind="customers" title="Customers" />;
}
