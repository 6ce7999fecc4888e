// Messages the deposit and withdraw screens share: order status chips, the details sheet and the
// copy buttons of a value.
import { defineMessage, defineMessages } from 'react-intl';

export const statusMessages = defineMessages({
  PENDING: { id: 'dep_status_pending', defaultMessage: 'Pendente', description: 'Order status chip' },
  PAID: { id: 'dep_status_paid', defaultMessage: 'Pago', description: 'Order status chip' },
  SUCCESS: { id: 'dep_status_success', defaultMessage: 'Concluído', description: 'Order status chip' },
  FAILED: { id: 'dep_status_failed', defaultMessage: 'Falhou', description: 'Order status chip' },
  CANCELLED: {
    id: 'dep_status_cancelled',
    defaultMessage: 'Cancelado',
    description: 'Order status chip',
  },
});

export const historyMessages = defineMessages({
  details: {
    id: 'wal_details',
    defaultMessage: 'Detalhes do pedido',
    description: 'Wallet history: title of the sheet with one order’s details',
  },
  close: {
    id: 'wal_details_close',
    defaultMessage: 'Fechar',
    description: 'Wallet history: closes the details sheet',
  },
  orderId: {
    id: 'dep_order_id',
    defaultMessage: 'N.º do pedido',
    description: 'Deposit order: the order number',
  },
  status: { id: 'wal_status', defaultMessage: 'Estado', description: 'Wallet history details: status row' },
  created: {
    id: 'wal_created',
    defaultMessage: 'Data do pedido',
    description: 'Wallet history details: when the order was made',
  },
  amount: { id: 'wal_amount', defaultMessage: 'Valor', description: 'Wallet history details: amount row' },
  copy: { id: 'dep_copy', defaultMessage: 'Copiar', description: 'Deposit order: copy a value' },
  copied: { id: 'dep_copied', defaultMessage: 'Copiado', description: 'Deposit order: toast after copying' },
  copyFailed: {
    id: 'dep_copy_failed',
    defaultMessage: 'Não foi possível copiar. Selecione o texto e copie-o.',
    description: 'Deposit order: the clipboard refused',
  },
});

export const copyLabelMessage = defineMessage<{ what: string }>({
  id: 'dep_copy_what',
  defaultMessage: 'Copiar {what}',
  description: 'Deposit order: accessible name of a copy button, naming what it copies',
});
