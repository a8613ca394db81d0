// The device feature's public file: what other features and the layout use.
export {
  type ChosenDevice,
  clearChosenDevice,
  readChosenDevice,
  useChosenDevice,
} from './chosen-device.ts';
export { DeviceFilterBar } from './components/device-filter-bar.tsx';
export { DevicePickerButton } from './components/device-picker-button.tsx';
export { DevicePickerHost } from './components/device-picker-host.tsx';
export { openDevicePicker } from './picker-state.ts';
