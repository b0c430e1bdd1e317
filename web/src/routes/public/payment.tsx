import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { transactionTypes, type TransactionType } from '@ghost/events/contract';
import { PaymentFlow } from '@/features/payment-flow/components/payment-flow';
import { PaymentTypeNotFound } from '@/features/payment-flow/components/payment-type-not-found';
import { useDocumentTitle } from '@/hooks/use-document-title';

const isTransactionType = (value: string | undefined): value is TransactionType =>
  (transactionTypes as readonly (string | undefined)[]).includes(value);

/** /payment/:type: ghost-eshop-pro or donation; anything else is not found. */
const Route = () => {
  const { t } = useTranslation('payment');
  const { type } = useParams();
  const known = isTransactionType(type) ? type : null;
  useDocumentTitle(known ? t(`title.${known}`) : t('notFound.title'));
  // A new type is a new checkout: nothing of the other one is carried over.
  return known ? <PaymentFlow key={known} type={known} /> : <PaymentTypeNotFound />;
};

export default Route;
