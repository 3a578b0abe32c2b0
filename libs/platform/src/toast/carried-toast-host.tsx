import { useEffect } from 'react';
import { takeCarriedToast } from './carried-toast';
import { useToast } from './use-toast';

/** Shows the toast the previous document was showing when it navigated here. */
export function CarriedToastHost() {
  const { toast } = useToast();
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toast(carried);
  }, [toast]);
  return null;
}
