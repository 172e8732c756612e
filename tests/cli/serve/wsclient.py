"""wsclient.py: a small WebSocket client (RFC 6455) and HTTP GET over the
standard library alone, for the tests of `hoyle serve` (no packages to
install): connect, send a text frame, read the next text frame."""
import base64
import json
import os
import socket
import struct


def http_get(port, path, host='127.0.0.1'):
    """The status and body of GET path."""
    s = socket.create_connection((host, port), timeout=10)
    s.sendall(f'GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n'.encode())
    data = b''
    while True:
        chunk = s.recv(65536)
        if not chunk:
            break
        data += chunk
        head, _, body = data.partition(b'\r\n\r\n')
        length = [int(l.split(b':')[1]) for l in head.split(b'\r\n') if l.lower().startswith(b'content-length:')]
        if length and len(body) >= length[0]:
            break
    s.close()
    head, _, body = data.partition(b'\r\n\r\n')
    return int(head.split(b' ')[1]), body.decode()


class Closed(Exception):
    pass


class WS:
    def __init__(self, port, path, host='127.0.0.1', timeout=20):
        self.s = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f'GET {path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n'
                        f'Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n'
                        f'Sec-WebSocket-Version: 13\r\n\r\n').encode())
        self.buf = b''
        while b'\r\n\r\n' not in self.buf:
            chunk = self.s.recv(4096)
            if not chunk:
                raise Closed('closed during the handshake')
            self.buf += chunk
        head, _, self.buf = self.buf.partition(b'\r\n\r\n')
        if b' 101 ' not in head.split(b'\r\n')[0]:
            raise Closed('handshake refused: ' + head.split(b'\r\n')[0].decode())
        self.frames = []   # every text frame received, as text

    def send_raw(self, payload, opcode=1):
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x80 | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack('>H', n)
        else:
            head += bytes([0x80 | 127]) + struct.pack('>Q', n)
        body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.s.sendall(head + mask + body)

    def send(self, obj):
        self.send_raw((obj if isinstance(obj, str) else json.dumps(obj)).encode())

    def _read(self, n):
        while len(self.buf) < n:
            chunk = self.s.recv(65536)
            if not chunk:
                raise Closed('connection closed')
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def has_frame(self):
        """Whether a whole frame is already read in (select() cannot tell)."""
        b = self.buf
        if len(b) < 2:
            return False
        n, at = b[1] & 0x7f, 2
        if n == 126:
            n, at = (struct.unpack('>H', b[2:4])[0] if len(b) >= 4 else 1 << 62), 4
        elif n == 127:
            n, at = (struct.unpack('>Q', b[2:10])[0] if len(b) >= 10 else 1 << 62), 10
        return len(b) >= at + n

    def recv(self):
        """The next text frame, parsed as JSON."""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7f
            if n == 126:
                n = struct.unpack('>H', self._read(2))[0]
            elif n == 127:
                n = struct.unpack('>Q', self._read(8))[0]
            payload = self._read(n)
            op = b0 & 0x0f
            if op == 8:
                raise Closed('closed by the server')
            if op == 1:
                text = payload.decode()
                self.frames.append(text)
                return json.loads(text)

    def close(self):
        try:
            self.send_raw(b'', opcode=8)
        except OSError:
            pass
        self.s.close()
