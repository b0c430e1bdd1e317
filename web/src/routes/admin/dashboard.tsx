// Being built: the dashboard screen of the admin panel.
const Route = () => <h1 className="page-title">dashboard</h1>;
export default Route;
