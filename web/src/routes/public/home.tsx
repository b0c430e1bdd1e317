// Being built: the home screen of the public portal.
const Route = () => <h1 className="page-title">home</h1>;
export default Route;
