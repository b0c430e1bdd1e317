// Being built: the login screen of the admin panel.
const Route = () => <h1 className="page-title">login</h1>;
export default Route;
