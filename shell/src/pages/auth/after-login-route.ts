import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, ROUTES, type PlacementView } from '@grammarpath/contracts';

const { method, path } = ENDPOINTS.placement.state;

/**
 * Where /auth sends a learner once logged in: the placement offer while it stands (never answered: right
 * after register, or on the next login on any device), else home. Home too when the state cannot be read.
 */
export async function afterLoginRoute(): Promise<string> {
  try {
    const view = await apiJson<PlacementView>(method, path);
    return view.offered ? ROUTES.placement.href() : ROUTES.home.href();
  } catch {
    return ROUTES.home.href();
  }
}
