// Being built: the pricing screen of the public portal.
const Route = () => <h1 className="page-title">pricing</h1>;
export default Route;
