// Being built: the users screen of the admin panel.
const Route = () => <h1 className="page-title">users</h1>;
export default Route;
