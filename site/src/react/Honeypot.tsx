// A field people never see or reach; bots that fill every input fill it too, and the database then
// silently drops the submission (the `website` column's trigger).
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
      </label>
    </div>
  );
}
