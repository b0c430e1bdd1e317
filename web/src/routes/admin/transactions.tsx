import { PaymentValidationPage } from '@/features/transactions/components/payment-validation-page';

/** /admin/transactions?status&type&method&search&page&limit&payment&export (admin spec §2). */
const Transactions = () => <PaymentValidationPage />;
export default Transactions;
