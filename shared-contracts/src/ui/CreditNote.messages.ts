/** A GST credit note's texts (issue 33 item 3), in the invoice namespace beside the invoice's own. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'creditNote.title': 'Credit note',
    'creditNote.number': 'Credit note no.: {{number}}',
    'creditNote.against': 'Against tax invoice {{number}} of {{date}}',
    'creditNote.reason': 'Reason: {{reason}}',
    'creditNote.lines': 'Credit note lines (scroll sideways for every column)',
    'creditNote.valueOnly': 'value',
    'creditNote.total': 'Total credited',
    'creditNote.note': 'GST on the taxable value above is reduced as the original invoice charged it (CGST Act, section 34).',
    'creditNote.source.admin_refund': 'Refunded to the original payment.',
    'creditNote.source.return': 'Returned goods, refunded.',
    'creditNote.source.store_credit': 'Returned goods, refunded as store credit.',
  },
  es: {
    'creditNote.title': 'Nota de crédito',
    'creditNote.number': 'N.º de nota de crédito: {{number}}',
    'creditNote.against': 'Sobre la factura fiscal {{number}} del {{date}}',
    'creditNote.reason': 'Motivo: {{reason}}',
    'creditNote.lines': 'Líneas de la nota de crédito (desplace a los lados para ver cada columna)',
    'creditNote.valueOnly': 'importe',
    'creditNote.total': 'Total abonado',
    'creditNote.note': 'El GST sobre la base imponible anterior se reduce tal como lo cobró la factura original (Ley CGST, artículo 34).',
    'creditNote.source.admin_refund': 'Reembolsado al pago original.',
    'creditNote.source.return': 'Artículos devueltos, reembolsados.',
    'creditNote.source.store_credit': 'Artículos devueltos, reembolsados como saldo en la tienda.',
  },
  fr: {
    'creditNote.title': 'Avoir',
    'creditNote.number': 'N° d’avoir : {{number}}',
    'creditNote.against': 'Sur la facture fiscale {{number}} du {{date}}',
    'creditNote.reason': 'Motif : {{reason}}',
    'creditNote.lines': 'Lignes de l’avoir (faites défiler latéralement pour voir chaque colonne)',
    'creditNote.valueOnly': 'montant',
    'creditNote.total': 'Total crédité',
    'creditNote.note': 'La GST sur la base imposable ci-dessus est réduite telle que la facture d’origine l’a facturée (loi CGST, article 34).',
    'creditNote.source.admin_refund': 'Remboursé sur le paiement d’origine.',
    'creditNote.source.return': 'Articles retournés, remboursés.',
    'creditNote.source.store_credit': 'Articles retournés, remboursés en avoir sur le compte.',
  },
};
