import { type FormEvent, useId, useState } from 'react';
import { MapPinIcon } from '@/components/icons/map-pin-icon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Coordinates } from '@/framework/rest/shop';
import { useTranslation } from '@/lib/i18n/provider';
import { type CoordinateErrors, validateCoordinates } from './coordinates';

interface LocationFormProps {
  /** Called with a valid position, from the browser or typed in. */
  onLocate: (coordinates: Coordinates) => void;
  initial?: { lat?: string; lng?: string };
}

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: 'error-geolocation-denied',
  2: 'error-geolocation-unavailable',
  3: 'error-geolocation-timeout',
};

/** Asks for a position: the browser's geolocation, or latitude and longitude typed in (checked before use). */
export function LocationForm({ onLocate, initial = {} }: LocationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [lat, setLat] = useState(initial.lat ?? '');
  const [lng, setLng] = useState(initial.lng ?? '');
  const [errors, setErrors] = useState<CoordinateErrors>({});
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);

  function locate() {
    setGeoError(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setGeoError('error-geolocation-unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocate({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setGeoError(GEOLOCATION_ERRORS[error.code] ?? 'error-geolocation-unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateCoordinates(lat, lng);
    setErrors(result.errors);
    if (result.coordinates) onLocate(result.coordinates);
  }

  const field = (key: keyof Coordinates, value: string, set: (v: string) => void, placeholder: string) => (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-gray-800">
        {t(key === 'lat' ? 'text-latitude' : 'text-longitude')}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        className={`h-11 rounded-md border px-3 text-sm text-gray-900 placeholder:text-gray-500 focus:border-accent ${errors[key] ? 'border-red-600' : 'border-gray-300'}`}
      />
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="text-xs text-red-700">
          {t(errors[key])}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="flex flex-col gap-5">
      <Button onClick={locate} loading={locating} size="lg" className="w-full">
        <MapPinIcon aria-hidden="true" />
        {t(locating ? 'text-locating' : 'text-use-my-location')}
      </Button>
      {geoError ? <Alert variant="warning">{t(geoError)}</Alert> : null}
      <div className="flex items-center gap-3 text-sm text-gray-600" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        {t('text-or')}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <form onSubmit={submit} noValidate aria-label={t('text-enter-coordinates')} className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 sm:flex-row">
          {field('lat', lat, setLat, '40.7128')}
          {field('lng', lng, setLng, '-74.0060')}
        </div>
        <Button type="submit" variant="outline" className="w-full">
          {t('text-find-shops')}
        </Button>
      </form>
    </div>
  );
}
