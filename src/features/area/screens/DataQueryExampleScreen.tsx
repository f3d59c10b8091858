import { Loading } from '../../../ui/states.js';

export default function DataQueryExampleScreen() {
  return <Loading />;
}
