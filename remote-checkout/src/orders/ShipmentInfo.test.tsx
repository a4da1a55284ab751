import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { ShipmentInfo } from './ShipmentInfo';

const shipped = { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'shipped' } as const;
const shipment = { carrier: 'india_post', trackingNumber: 'EE123456789IN', shippedAt: '2026-11-21T06:30:00.000Z' } as const;

describe('a shipped order in My orders', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the carrier, the tracking number and a link to the carrier’s tracking page, under where the parcel is', () => {
    render(
      <ShopProviders>
        <ShipmentInfo order={{ shipment, ...shipped }} />
      </ShopProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Shipped' })).toBeInTheDocument();
    expect(screen.getByText('Shipped on 21 Nov 2026 with India Post.')).toBeInTheDocument();
    expect(screen.getByText('EE123456789IN')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your parcel on India Post’s site' })).toHaveAttribute(
      'href',
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber=EE123456789IN',
    );
  });

  it('speaks the active language, and shows nothing before the parcel leaves', async () => {
    await i18n.changeLanguage('fr');
    const { container } = render(
      <ShopProviders>
        <ShipmentInfo order={{ shipment: null, ...shipped, fulfilmentStatus: 'unfulfilled' }} />
      </ShopProviders>,
    );
    expect(container).toBeEmptyDOMElement();
    cleanup();
    render(
      <ShopProviders>
        <ShipmentInfo order={{ shipment, ...shipped, fulfilmentStatus: 'delivered' }} />
      </ShopProviders>,
    );
    // the heading says what the status chip says (issue 38: "Livrée", not "En route")
    expect(screen.getByRole('heading', { name: 'Livrée' })).toBeInTheDocument();
    expect(screen.getByText('Expédiée le 21 nov. 2026 avec India Post.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suivre votre colis sur le site de India Post' })).toBeInTheDocument();
  });
});
