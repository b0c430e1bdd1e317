// Being built: the transactions screen of the admin panel.
const Route = () => <h1 className="page-title">transactions</h1>;
export default Route;
