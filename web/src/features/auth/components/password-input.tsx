import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Input } from '@/components/ui/input';
import { authMessages } from '../messages';

/** A password input with a show/hide toggle that keyboard and screen-reader users can reach. */
export function PasswordInput({
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className="pr-12" {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? authMessages.hidePassword : authMessages.showPassword}
        aria-pressed={visible}
        className="absolute top-0 right-0 flex h-11 w-11 items-center justify-center text-muted hover:text-ink"
      >
        {visible ? (
          <EyeOff aria-hidden className="size-5" />
        ) : (
          <Eye aria-hidden className="size-5" />
        )}
      </button>
    </div>
  );
}
