import { Loading } from '../../../ui/states.js';

export default function BusinessDistrictScreen() {
  return <Loading />;
}
