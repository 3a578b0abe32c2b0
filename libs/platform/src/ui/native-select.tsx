import type { SelectHTMLAttributes } from 'react';
import { theme } from 'antd';

export interface NativeSelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface NativeSelectProps<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  value: V;
  options: readonly NativeSelectOption<V>[];
  onChange: (value: V) => void;
}

/**
 * A choice among a few fixed options as the browser's own select, drawn with the theme's control tokens: on a
 * phone it opens the system's picker, and it needs no script of its own (antd's Select brings its virtual list
 * and option engine to every page that draws one).
 */
export function NativeSelect<V extends string | number>({
  value,
  options,
  onChange,
  style,
  ...select
}: NativeSelectProps<V>) {
  const { token } = theme.useToken();
  return (
    <select
      {...select}
      value={String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      style={{
        height: token.controlHeight,
        padding: `0 ${token.paddingSM}px`,
        font: 'inherit',
        fontSize: token.fontSize,
        color: token.colorText,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        ...style,
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
