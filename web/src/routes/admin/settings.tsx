// Being built: the settings screen of the admin panel.
const Route = () => <h1 className="page-title">settings</h1>;
export default Route;
