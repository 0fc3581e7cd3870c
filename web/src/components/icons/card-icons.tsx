import {
  Bath as BathShape,
  BedDouble as BedDoubleShape,
  CalendarDays as CalendarDaysShape,
  Camera as CameraShape,
  Car as CarShape,
  Heart as HeartShape,
  History as HistoryShape,
  MapPin as MapPinShape,
  Phone as PhoneShape,
  Ruler as RulerShape,
  ShieldAlert as ShieldAlertShape,
  ShieldCheck as ShieldCheckShape,
  TrainFront as TrainFrontShape,
} from "lucide-react";
import type { JSX } from "react";
import { cn } from "@web/lib/cn";

/**
 * The icons every listing card repeats (its facts, place, photos, station, trust badges,
 * freshness and heart). Drawn inline, a page of 24 cards carried some 250 icons and 750
 * paths: 110 kB of its HTML and a third of its elements, parsed, laid out and hydrated on a
 * phone. Their shapes are drawn once per page instead, in `CardIconSprite` (in the app's
 * providers, so every page has it), and each icon is an `<svg>` that uses its shape.
 * The shape takes the icon's colour (`currentColor`) and fill (the saved heart's) from it.
 */
const SHAPES = {
  bath: BathShape,
  "bed-double": BedDoubleShape,
  "calendar-days": CalendarDaysShape,
  camera: CameraShape,
  car: CarShape,
  heart: HeartShape,
  history: HistoryShape,
  "map-pin": MapPinShape,
  phone: PhoneShape,
  ruler: RulerShape,
  "shield-alert": ShieldAlertShape,
  "shield-check": ShieldCheckShape,
  "train-front": TrainFrontShape,
} as const;

type ShapeName = keyof typeof SHAPES;

const shapeId = (name: ShapeName) => `card-icon-${name}`;

export type CardIconProps = { className?: string; "aria-hidden"?: boolean | "true" | "false" };
export type CardIcon = (props: CardIconProps) => JSX.Element;

function cardIcon(name: ShapeName): CardIcon {
  return function Icon({ className, "aria-hidden": hidden = true }: CardIconProps) {
    return (
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden={hidden} className={cn("lucide", `lucide-${name}`, className)}>
        <use href={`#${shapeId(name)}`} />
      </svg>
    );
  };
}

export const Bath = cardIcon("bath");
export const BedDouble = cardIcon("bed-double");
export const CalendarDays = cardIcon("calendar-days");
export const Camera = cardIcon("camera");
export const Car = cardIcon("car");
export const Heart = cardIcon("heart");
export const History = cardIcon("history");
export const MapPin = cardIcon("map-pin");
export const Phone = cardIcon("phone");
export const Ruler = cardIcon("ruler");
export const ShieldAlert = cardIcon("shield-alert");
export const ShieldCheck = cardIcon("shield-check");
export const TrainFront = cardIcon("train-front");

/** The card icons' shapes, once per page (never shown by itself). */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      {(Object.keys(SHAPES) as ShapeName[]).map((name) => {
        const Shape = SHAPES[name];
        return (
          <symbol key={name} id={shapeId(name)} viewBox="0 0 24 24">
            <Shape fill="inherit" />
          </symbol>
        );
      })}
    </svg>
  );
}
