import { Icon } from "@keystar/ui/icon";
import { lockIcon } from "@keystar/ui/icon/icons/lockIcon";
import { TextField } from "@keystar/ui/text-field";

/**
 * A text the requirements fix (a page type's `locked`), shown so that it reads as locked: grey, no
 * text cursor, a lock sign and the requirement that fixes it (admin.css `.locked-field`). It stays a
 * read-only text field, so a screen reader still reads label and text and the text can be copied.
 * The lock is the admin's own icon, not an emoji: a computer without an emoji font showed an empty box.
 */
export function LockedField({ label, text, requirement }: { label: string; text: string; requirement: string }) {
  return (
    <TextField
      label={label}
      description={
        <span className="locked-note">
          <Icon src={lockIcon} size="small" aria-hidden="true" />
          Festgelegt durch Anforderung {requirement}: nicht änderbar.
        </span>
      }
      value={text}
      isReadOnly
      UNSAFE_className="locked-field"
    />
  );
}
