import { cx } from '../ui/cx';
import { SelectField } from '../ui/field';
import { useSearchHours } from './api';
import { type Pick, dateOptions, dayLabel, partyOptions, timeOptions } from './pick';

/** Date, time and party as three selects: what every discovery screen asks first. The times are the hours stores are open. */
export function PickPicker({
  value,
  today,
  onChange,
  parts = ['date', 'time', 'party'],
  className,
}: {
  value: Pick;
  today: string;
  onChange: (next: Pick) => void;
  parts?: readonly (keyof Pick)[];
  className?: string;
}) {
  const hours = useSearchHours();
  return (
    <div className={cx('flex gap-2 sm:gap-3', className)}>
      {parts.includes('date') && (
        <SelectField
          label="날짜"
          className="min-w-0 flex-[1.3]"
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
        >
          {dateOptions(today, value.date).map((date) => (
            <option key={date} value={date}>
              {dayLabel(date, today)}
            </option>
          ))}
        </SelectField>
      )}
      {parts.includes('time') && (
        <SelectField
          label="시간"
          className="min-w-0 flex-1"
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
        >
          {timeOptions(value.time, hours.data?.times).map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
      )}
      {parts.includes('party') && (
        <SelectField
          label="인원"
          className="min-w-0 flex-1"
          value={value.party}
          onChange={(event) => onChange({ ...value, party: Number(event.target.value) })}
        >
          {partyOptions(value.party).map((n) => (
            <option key={n} value={n}>
              {n}명
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
