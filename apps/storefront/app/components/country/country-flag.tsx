/** One country's flag from the sprite the engine named (`flags.svg?codes=…#DE`); the name beside it says which. */
export function CountryFlag({ sprite, countryCode }: { sprite: string; countryCode: string }) {
  return (
    <img
      src={`${sprite}#${countryCode}`}
      alt=""
      width={24}
      height={18}
      className="h-[18px] w-6 shrink-0 rounded-sm border border-neutral-300"
    />
  );
}
