import { centredFraming, clampFraming, sourceSquare, zoomFraming } from './squareCrop';

test('a landscape picture is centred, its full height in the frame', () => {
  const framing = centredFraming(400, 200, 100);
  expect(framing).toEqual({ scale: 0.5, x: -50, y: 0 });
  expect(sourceSquare(framing, 100)).toEqual({ sx: 100, sy: 0, size: 200 });
});

test('the picture cannot be dragged to leave an empty band', () => {
  const framing = centredFraming(400, 200, 100);
  expect(clampFraming({ ...framing, x: 30, y: 10 }, 400, 200, 100)).toEqual({ scale: 0.5, x: 0, y: 0 });
  expect(clampFraming({ ...framing, x: -500 }, 400, 200, 100)).toEqual({ scale: 0.5, x: -100, y: 0 });
});

test('zooming keeps the centre of the frame on the same point of the picture', () => {
  const framing = zoomFraming(centredFraming(200, 200, 100), 1, 200, 200, 100);
  expect(framing).toEqual({ scale: 1, x: -50, y: -50 });
  expect(sourceSquare(framing, 100)).toEqual({ sx: 50, sy: 50, size: 100 });
});
