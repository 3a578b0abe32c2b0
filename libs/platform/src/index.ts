export {
  apiJson,
  apiRequest,
  getJson,
  getQueryFn,
  readQueryResponse,
  throwIfResNotOk,
} from './api/api-client';
export type { HttpMethod, On401Behaviour } from './api/api-client';
export { ApiError, isApiError } from './api/api-error';
export { serverMessageOf } from './api/server-message';
export { createQueryClient, queryClient } from './query/query-client';
export { initialsOf, nameOf, useUser, USER_QUERY_KEY } from './session/user-query';
export type { UserState } from './session/user-query';
export { useLogin, useLogout, useRegister } from './session/session-mutations';
export { useUpdatePreferences } from './session/preferences-mutation';
export { useToast } from './toast/use-toast';
export { TOAST_CONFIG } from './toast/toast-host';
export { carryToastAcrossDocumentLoad } from './toast/carried-toast';
export type { ToastOptions, ToastVariant } from './toast/use-toast';
export {
  currentLanguage,
  detectedLanguage,
  i18n,
  initI18n,
  PLATFORM_NAMESPACE,
  registerTranslations,
  translationsReady,
} from './i18n/i18n';
export { LANGUAGE_LABELS } from './i18n/languages';
export type { BundleLoader, LazyTranslationBundles, TranslationShape } from './i18n/translation-types';
export { ContentSentence, markedParts, translateAroundContent, useContentLabel } from './i18n/content-names';
export type { ContentLabel, SentencePart, TeachingName } from './i18n/content-names';
export { isMoodTheme, MOOD_THEME_DEFINITIONS, readSavedTheme } from './theme/mood-themes';
export type { MoodThemeDefinition } from './theme/mood-themes';
export { themeConfigOf } from './theme/theme-config';
export { useMoodTheme } from './theme/mood-theme-context';
export type { MoodThemeState } from './theme/mood-theme-context';
export { MoodThemeProvider } from './theme/mood-theme-provider';
export { ProtectedRoute } from './routing/protected-route';
export { forgetFailedLoads, onDemand } from './routing/on-demand';
export type { OnDemand } from './routing/on-demand';
export type { RouteHandle, RouteParams, RoutePrefetch } from './routing/route-prefetch';
export { VisuallyHidden } from './a11y/visually-hidden';
export { PlatformProvider } from './providers/platform-provider';
export {
  DEFAULT_READ_ALOUD,
  READ_ALOUD_STORAGE_KEY,
  useReadAloudPreferences,
} from './preferences/read-aloud-preferences';
export type { ReadAloudPreferences } from './preferences/read-aloud-preferences';
export { mountStandalone } from './standalone/standalone-app';
export type { StandaloneOptions } from './standalone/standalone-app';
export * from './celebration';
export * from './achievements';
export * from './read-aloud';
export * from './audio-cues';
export * from './bottom-bar';
export * from './study-timer';
export * from './i18n-check';
export {
  AUDIO_TOAST_MS,
  CELEBRATION,
  MASCOT_COLLAPSE_MS,
  REDIRECT_AFTER_LOGIN_MS,
  REDIRECT_AFTER_LOGOUT_MS,
  SAVED_AUDIO_LIST_HEIGHT,
  TOASTS,
} from './presentation/presentation';
