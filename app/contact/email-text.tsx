/**
 * An e-mail address that wraps only after the @ on narrow cards, not at the hyphen of the domain.
 * <wbr> adds no character, so copying the address yields exactly the address.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at + 1)}</span>
    </>
  );
}
