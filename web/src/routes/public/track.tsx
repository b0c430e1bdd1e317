// Being built: the track screen of the public portal.
const Route = () => <h1 className="page-title">track</h1>;
export default Route;
