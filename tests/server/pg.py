"""A throwaway PostgreSQL cluster for the tests: `initdb` in a temporary folder, `postgres` on an
ephemeral port of 127.0.0.1 (its unix socket in that folder too), databases made on demand,
everything stopped and removed at the end. PostgreSQL refuses to run as root: as root the
cluster runs as the `postgres` user (else `nobody`); otherwise as the test's own user."""

import atexit
import hashlib
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time

BIN = "/usr/lib/postgresql/15/bin"
USER = "mancala"  # the cluster's superuser, trusted on 127.0.0.1 only


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cluster_uid():
    """The uid to run PostgreSQL as: ours, or when we are root `postgres` (else `nobody`)."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            return pwd.getpwnam(name).pw_uid
        except KeyError:
            pass
    raise RuntimeError("running as root with neither a postgres nor a nobody user")


class Cluster:
    """One PostgreSQL cluster for one test file (its databases stand in for the servers' files)."""

    def __init__(self):
        self.uid = cluster_uid()
        self.dir = tempfile.mkdtemp(prefix="mancala-pg-", dir="/tmp")
        self.data = os.path.join(self.dir, "data")
        self.sock = os.path.join(self.dir, "sock")
        os.makedirs(self.sock)
        if self.uid is not None:
            gid = pwd.getpwuid(self.uid).pw_gid
            for path in (self.dir, self.sock):
                os.chown(path, self.uid, gid)
        self.log_path = os.path.join(self.dir, "postgres.log")
        self.port = free_port()
        self.proc = None
        self._run([BIN + "/initdb", "-D", self.data, "-U", USER, "--auth=trust", "--locale=C", "-E", "UTF8",
                   "--no-sync"])
        self.start()
        atexit.register(self.remove)

    def _as_cluster_user(self):
        if self.uid is None:
            return None
        uid, gid = self.uid, pwd.getpwuid(self.uid).pw_gid

        def drop():
            os.setgroups([])
            os.setgid(gid)
            os.setuid(uid)
        return drop

    def _run(self, args):
        r = subprocess.run(args, capture_output=True, text=True, preexec_fn=self._as_cluster_user(), cwd=self.dir)
        if r.returncode != 0:
            raise RuntimeError("%s failed (%d): %s%s" % (args[0], r.returncode, r.stdout, r.stderr))
        return r.stdout

    def start(self):
        """Starts postgres (again, on the same port) and waits until it takes connections."""
        log = open(self.log_path, "a")
        # fsync off: a test cluster never outlives a power cut; commits still go through the WAL.
        self.proc = subprocess.Popen(
            [BIN + "/postgres", "-D", self.data, "-h", "127.0.0.1", "-p", str(self.port), "-k", self.sock,
             "-c", "fsync=off", "-c", "full_page_writes=off", "-c", "max_connections=200"],
            stdout=log, stderr=subprocess.STDOUT, preexec_fn=self._as_cluster_user(), cwd=self.dir)
        log.close()
        deadline = time.time() + 30
        while True:
            r = subprocess.run([BIN + "/pg_isready", "-q", "-h", "127.0.0.1", "-p", str(self.port)])
            if r.returncode == 0:
                return
            if self.proc.poll() is not None or time.time() > deadline:
                raise RuntimeError("postgres did not start:\n" + open(self.log_path).read()[-3000:])
            time.sleep(0.05)

    def stop(self, mode="fast"):
        """Stops postgres: `fast` (SIGINT: clients are cut off, what is committed stays) or
        `immediate` (SIGQUIT: like a crash; the WAL is replayed at the next start)."""
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(2 if mode == "fast" else 3)
        self.proc.wait(30)

    def conninfo(self, dbname):
        return "host=127.0.0.1 port=%d dbname=%s user=%s connect_timeout=5" % (self.port, dbname, USER)

    def database(self, key):
        """The database for `key` (a server's SQLite path stands for it): created at first use."""
        name = "t_" + hashlib.sha1(key.encode()).hexdigest()[:20]
        exists = self.psql("postgres", "SELECT 1 FROM pg_database WHERE datname = :'name'", {"name": name})
        if not exists:
            self.psql("postgres", 'CREATE DATABASE "%s"' % name)  # a name of hex digits: nothing to quote
        return name

    def psql(self, dbname, sql, variables=None):
        """Rows of `sql` (psql's :'name' variables from `variables`), each a tuple of text or None."""
        args = ["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-F", "\x1f", "-R", "\x1e",
                "-P", "null=\x01", "-h", "127.0.0.1", "-p", str(self.port), "-U", USER, "-d", dbname]
        for k, v in (variables or {}).items():
            args += ["-v", "%s=%s" % (k, v)]
        r = subprocess.run(args, input=sql, capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("psql: %s in %s" % (r.stderr.strip(), sql))
        out = r.stdout.rstrip("\n")
        rows = [row.lstrip("\n") for row in out.split("\x1e")] if out else []
        return [tuple(None if v == "\x01" else v for v in row.split("\x1f")) for row in rows if row != ""]

    def remove(self):
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


_cluster = [None]


def cluster():
    """This process's cluster, started at first use and removed at exit."""
    if _cluster[0] is None:
        _cluster[0] = Cluster()
    return _cluster[0]
