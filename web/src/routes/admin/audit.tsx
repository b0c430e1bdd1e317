// Being built: the audit screen of the admin panel.
const Route = () => <h1 className="page-title">audit</h1>;
export default Route;
