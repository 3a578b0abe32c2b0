import { Fragment, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { markedParts } from '../i18n/content-names';
import { PLATFORM_NAMESPACE } from '../i18n/platform';

export interface TeachingTextProps {
  /** The text as the API gave it: in the learner's language (English fragments marked `<en>…</en>`) or English. */
  text: string;
  /** Its English original, present only when `text` came translated. */
  english?: string;
  /** Show the English original instead of the translation. */
  showEnglish?: boolean;
}

/**
 * A teaching text (an explanation, a note, a path's name): a translation in the page's language with its
 * English examples marked `lang="en"`, or, when it came in English (not translated yet) or the learner asked
 * for the original, all of it marked `lang="en"`.
 */
export function TeachingText({ text, english, showEnglish = false }: TeachingTextProps) {
  if (english === undefined || showEnglish) return <span lang="en">{english ?? text}</span>;
  return (
    <>
      {markedParts(text).map((part, index) =>
        part.content ? (
          <span key={index} lang="en">
            {part.text}
          </span>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The plain text of a teaching text, for an attribute or a read-aloud (its `<en>` marks removed). */
export const teachingPlainText = (text: string): string => text.replace(/<\/?en>/g, '');

/**
 * "Show in English" for a block of teaching texts: whether the originals are shown, and the toggle — null
 * when nothing in the block came translated.
 */
export function useShowInEnglish(translated: boolean): { showEnglish: boolean; toggle: ReactNode } {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const [showEnglish, setShowEnglish] = useState(false);
  if (!translated) return { showEnglish: false, toggle: null };
  return {
    showEnglish,
    toggle: (
      <Button
        type="link"
        size="small"
        onClick={() => setShowEnglish((shown) => !shown)}
        style={{ paddingInline: 0 }}
        data-testid="show-in-english"
      >
        {showEnglish ? t('teaching.showTranslation') : t('teaching.showEnglish')}
      </Button>
    ),
  };
}

/** A lesson's HTML with its English fragments marked: `<en>…</en>` → `<span lang="en">…</span>`. */
export const lessonHtmlWithLanguages = (html: string): string =>
  html.replace(/<en>/g, '<span lang="en">').replace(/<\/en>/g, '</span>');
