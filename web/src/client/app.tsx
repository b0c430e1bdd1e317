/** The portal's shell. The public screens and the admin panel grow from here. */
export const App = () => (
  <main>
    <h1>Ghost payments</h1>
    <p>Professional eShop subscription and donations. Version 2.6.0.</p>
  </main>
);
