// Being built: the card-payments screen of the admin panel.
const Route = () => <h1 className="page-title">card-payments</h1>;
export default Route;
