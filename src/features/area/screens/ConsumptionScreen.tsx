import { Loading } from '../../../ui/states.js';

export default function ConsumptionScreen() {
  return <Loading />;
}
