/** Spec §1, §9: the theme is always light; the value is stored under this local key. */
export const THEME_STORAGE_KEY = 'legado-ui-theme';
export const THEME = 'light';

/** Applies the fixed light theme and records it, as the spec's product did. */
export function applyLightTheme(): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, THEME);
  } catch {
    // Private mode or storage disabled: the theme still applies, it just is not remembered.
  }
  document.documentElement.classList.remove('dark');
  document.documentElement.classList.add(THEME);
  document.documentElement.style.colorScheme = THEME;
}
