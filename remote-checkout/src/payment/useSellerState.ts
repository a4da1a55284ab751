import { useEffect, useState } from 'react';
import type { GstStateCode } from 'shared-contracts/domain/gst';
import { loadPaymentConfig } from 'shared-contracts/platform/payments';

/** The state the shop sells from, as the API is configured; undefined until known (the GST split waits for it). */
export function useSellerState(): GstStateCode | undefined {
  const [state, setState] = useState<GstStateCode>();
  useEffect(() => {
    let current = true;
    loadPaymentConfig().then(
      (config) => current && setState(config.sellerState),
      // Without the configuration the provider cannot load either; paying says so.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
