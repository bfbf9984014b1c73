import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** For links that look like buttons (a router Link, a mailto): same styles, still a link. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `button button--${variant}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  const classes = className ? `${buttonClassName(variant)} ${className}` : buttonClassName(variant);
  return <button {...props} type={type} className={classes} />;
}
