// Being built: the payment screen of the public portal.
const Route = () => <h1 className="page-title">payment</h1>;
export default Route;
