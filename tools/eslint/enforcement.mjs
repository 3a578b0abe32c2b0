// The boundary rules land while the restructure they guard is still moving code: until this moment they are
// off (set BOUNDARY_LINT=error to see them earlier), from then on every violation fails the lint.
export const BOUNDARY_RULES_ENFORCED_FROM = Date.parse('2026-11-26T11:30:00Z');

/** 'error' once the boundary rules are enforced (or BOUNDARY_LINT=error), 'off' before. */
export const boundarySeverity = () =>
  process.env.BOUNDARY_LINT === 'error' || Date.now() >= BOUNDARY_RULES_ENFORCED_FROM ? 'error' : 'off';
