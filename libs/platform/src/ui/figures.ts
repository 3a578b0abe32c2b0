/** One way to write a share of a whole everywhere: "7 / 17" (spaces both sides). */
export const formatOutOf = (value: number, total: number): string => `${value} / ${total}`;

/** One way to write a percentage everywhere: "40%" (no space, as in the progress bars). */
export const formatPercent = (value: number): string => `${value}%`;
