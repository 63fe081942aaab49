// The benchmark's target, in its own process as a real target would be: answers
// `{"reply": …}` to any request on /chat/<L> after L milliseconds. Prints its port.
import { createServer } from 'node:http';

const server = createServer((request, response) => {
  const latencyMs = Number(request.url?.split('/')[2] ?? 0) || 0;
  request.resume();
  request.on('end', () =>
    setTimeout(() => {
      response.setHeader('content-type', 'application/json');
      response.end('{"reply":"I am sorry, I cannot help with that."}');
    }, latencyMs),
  );
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => process.exit(0));
