import { Loading } from '../../../ui/states.js';

export default function PopulationScreen() {
  return <Loading />;
}
