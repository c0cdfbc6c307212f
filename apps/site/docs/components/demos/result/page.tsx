/**
 * title: Payment receipt
 * description: A full-screen receipt with the amount, the order's details and the two next steps.
 * keywords: [ResultPage, page, receipt, details, amount, buttons]
 */
import { ResultPage, Toast, type ResultPageDetail } from '@tessera/mobile';

const details: ResultPageDetail[] = [
  { label: 'Order number', value: '#1042' },
  { label: 'Time', value: '12 May 2025, 14:03' },
  { label: 'Paid with', value: 'Visa •••• 4242' },
  { label: 'Amount', value: '$24.00', bold: true },
];

export default function Page() {
  return (
    <ResultPage
      status="success"
      headerFill="solid"
      title="Payment complete"
      description="Corner Bakery has your order."
      details={details}
      primaryButtonText="Track order"
      onPrimaryButtonClick={() => Toast.show('Opening your order')}
      secondaryButtonText="Back to shop"
      onSecondaryButtonClick={() => Toast.show('Back to the shop')}
    />
  );
}
