import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '../../shared/ui/button';
import { rejectReason } from '../../shared/ui/image-picker';
import { Avatar } from './avatar';

/**
 * The profile picture of the profile form: the current one (or a silhouette), a preview of a newly
 * chosen file, and a way to undo the choice. Files that are not images or exceed 10 MB are refused
 * here with the spec's two messages, before anything is uploaded.
 */
export function ProfileImageField({
  current,
  name,
  file,
  onChange,
  onReject,
  error,
}: {
  current: string | null;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onReject: (message: string) => void;
  error?: string | undefined;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function pick(files: FileList | null) {
    const chosen = files?.[0];
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const reason = rejectReason(chosen);
    if (reason) onReject(reason);
    else onChange(chosen);
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${inputId}-note`}>
      <legend className="mb-2 text-sm font-semibold text-ink-700">프로필 사진</legend>
      <div className="flex items-center gap-4">
        <Avatar src={preview ?? current} name={name} className="size-24" />
        <div className="flex flex-col items-start gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-ink-300 bg-white px-4 text-[15px] font-semibold text-ink-900 hover:bg-ink-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            {current || file ? '사진 변경' : '사진 올리기'}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              onChange={(event) => pick(event.target.files)}
            />
          </label>
          {file && (
            <Button variant="ghost" onClick={() => onChange(null)}>
              선택 취소
            </Button>
          )}
        </div>
      </div>
      {error ? (
        <p id={`${inputId}-note`} role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-note`} className="text-[13px] text-ink-500">
          {file ? `${file.name} — 저장하면 바뀌어요.` : 'JPG, PNG, WebP, GIF 이미지, 10MB 이하'}
        </p>
      )}
    </fieldset>
  );
}
