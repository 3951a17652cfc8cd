/**
 * The targeting module's face (decision 054): the decision service's rules as data, the decision
 * for a page view (the weather widget, the pick-up and exit modals, content groups) and the weather.
 */
export type { DecideAnswer, DecideRequest, TargetingActionDto } from './contract.js';
export { decide } from './decide.js';
export { failedConditions, ruleMatches, type DecisionFacts } from './conditions.js';
export { TARGETING_SLOTS, TargetingRuleInput, type TargetingRule, type TargetingSlot } from './rules.js';
export { cachedRules, deleteRule, forgetTargetingRules, listRules, putRule, seedRules } from './service.js';
export {
  estimateWeather,
  forecastWeather,
  offlineWeather,
  weatherProviderFromEnv,
  type VisitorLocation,
  type Weather,
  type WeatherProvider,
} from './weather.js';
