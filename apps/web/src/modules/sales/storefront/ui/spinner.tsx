/** A turning ring; with a label it is announced, without one it only decorates a busy button. */
export function Spinner({ label, small }: { label?: string; small?: boolean }) {
  const size = small ? { width: 16, height: 16, borderWidth: 2 } : undefined;
  if (!label) return <span className="sf-spinner" style={size} aria-hidden />;
  return (
    <span role="status" className="sf-row" style={{ justifyContent: "flex-start" }}>
      <span className="sf-spinner" style={size} aria-hidden />
      <span className="sf-visually-hidden">{label}</span>
    </span>
  );
}
