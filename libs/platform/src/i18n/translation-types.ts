/** The shape of a translation bundle: the English bundle's keys, every value a string. */
export type TranslationShape<T> = { [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };
